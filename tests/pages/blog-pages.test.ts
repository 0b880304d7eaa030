import { format, parseISO } from 'date-fns';
import { CONTENT_CHANNEL } from '../../server/src/modules/content/content-loader';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

interface PostRow {
  slug: string;
  title: string;
  created: string;
  updated: string;
  readTime: number;
  tags: string[];
}

async function postsFromApi(): Promise<PostRow[]> {
  const { body } = await server.graphql<{ posts: PostRow[] }>('{ posts { slug title created updated readTime tags } }');
  return body.data!.posts;
}

describe('/blog', () => {
  test('arrives complete: metadata, Blog JSON-LD with an ItemList of every post, one card per post', async () => {
    const posts = await postsFromApi();
    expect(posts.length).toBeGreaterThanOrEqual(15);
    const response = await server.get('/blog');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(head(html)).toMatch(/<title>RFP Blog: [^<]+ \| Bidlight<\/title>/);
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/blog"/>');
    expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<h1[^>]*>RFP Strategy Blog<\/h1>/);

    const blog = jsonLd(html).find((item) => item['@type'] === 'Blog') as { mainEntity: { '@type': string; numberOfItems: number; itemListElement: { url: string }[] } };
    expect(blog.mainEntity['@type']).toBe('ItemList');
    expect(blog.mainEntity.numberOfItems).toBe(posts.length);
    expect(blog.mainEntity.itemListElement[0]!.url).toBe(`http://localhost:3000/blog/${posts[0]!.slug}`);

    expect(html.match(/<article/g)).toHaveLength(posts.length);
    for (const post of posts) {
      expect(html).toContain(`href="/blog/${post.slug}"`);
      expect(html).toContain(`<time dateTime="${post.created}">${format(parseISO(post.created), 'MMM d, yyyy')}</time>`);
    }
  });

  test('cards show the category, "{n} min read", the first 3 tags and "+N more"; images carry alt, size and lazy loading below the first row', async () => {
    const posts = await postsFromApi();
    const html = decode(await (await server.get('/blog')).text());
    const findRfps = posts.find((post) => post.slug === 'how-to-find-rfps')!;
    const cards = html.split('<article').slice(1).map((card) => card.slice(0, card.indexOf('</article>')));
    const oneCard = cards.find((card) => card.includes('href="/blog/how-to-find-rfps"'))!;
    expect(oneCard).toContain('RFP Strategy');
    expect(oneCard).toContain(`${findRfps.readTime} min read`);
    for (const tag of findRfps.tags.slice(0, 3)) expect(oneCard).toContain(`>${tag}<`);
    for (const tag of findRfps.tags.slice(3)) expect(oneCard).not.toContain(`>${tag}<`);
    expect(oneCard).toContain(`+${findRfps.tags.length - 3} more`);
    expect(oneCard).toContain('Bidlight Team');

    const images = [...html.matchAll(/<img [^>]*src="\/images\/blog\/[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(posts.length);
    for (const image of images) {
      expect(image).toMatch(/alt="[^"]+ cover: [^"]+, beside a page of [^"]+"/);
      expect(image).toContain('width="1200"');
      expect(image).toContain('height="630"');
    }
    expect(images.slice(0, 3).every((image) => image.includes('loading="eager"'))).toBe(true);
    expect(images.slice(3).every((image) => image.includes('loading="lazy"'))).toBe(true);
  });
});

describe('/blog/how-to-find-rfps', () => {
  test('has one h1, article metadata and Article JSON-LD with wordCount = readTime x 200', async () => {
    const post = (await postsFromApi()).find((item) => item.slug === 'how-to-find-rfps')!;
    const response = await server.get('/blog/how-to-find-rfps');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${post.title}</h1>`));
    expect(head(html)).toContain(`<title>${post.title} | Bidlight Blog</title>`);
    expect(head(html)).toContain('<meta property="og:type" content="article"/>');
    expect(head(html)).toContain(`<meta property="article:published_time" content="${post.created}"/>`);
    expect(head(html)).toContain(`<meta property="article:modified_time" content="${post.updated}"/>`);
    expect(head(html)).toContain('<meta property="article:author" content="Bidlight Team"/>');
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/blog/how-to-find-rfps"/>');

    const items = jsonLd(html);
    const articleLd = items.find((item) => item['@type'] === 'Article')!;
    expect(articleLd).toMatchObject({
      headline: post.title,
      datePublished: post.created,
      dateModified: post.updated,
      author: { name: 'Bidlight Team' },
      image: 'http://localhost:3000/images/blog/how-to-find-rfps.svg',
      wordCount: post.readTime * 200,
    });
    const breadcrumb = items.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', post.title]);
    expect(breadcrumb.itemListElement[2]!.item).toBe('http://localhost:3000/blog/how-to-find-rfps');
  });

  test('shows the post header, the rendered blocks with auto-links, related posts and the footer', async () => {
    const post = (await postsFromApi()).find((item) => item.slug === 'how-to-find-rfps')!;
    const html = await (await server.get('/blog/how-to-find-rfps')).text();
    const text = decode(html);
    for (const expected of ['Back to Blog', 'RFP Strategy', format(parseISO(post.created), 'MMMM d, yyyy'), `${post.readTime} min read`, '>Share<', 'More Posts', 'The Bidlight editorial team', 'Related Articles']) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/href="\/blog"[^>]*>More Posts</);

    const body = article(html);
    // The post's Markdown uses ## and ### (heading_2, heading_3): they start at h2, below the title.
    expect(body).toMatch(/<h2[^>]*>Know where RFPs are published<\/h2>/);
    expect(body).toMatch(/<h3[^>]*>Federal agencies<\/h3>/);
    expect(body).not.toMatch(/<h1/);
    expect(body).toMatch(/<ul[^>]*>\s*<li[^>]*>Sources sought notices/);
    expect(body).toMatch(/<ol[^>]*>/);
    expect(body).toMatch(/<pre[^>]*><code[^>]*>\(&quot;network modernization&quot;/);
    for (const tag of post.tags) expect(decode(body)).toContain(`>${tag}<`);

    const autoLinks = [...body.matchAll(/<a [^>]*href="(\/(?:glossary|blog)\/[^"]+)"/g)].map((match) => match[1]);
    expect(autoLinks.length).toBeGreaterThan(0);
    expect(autoLinks.some((href) => href!.startsWith('/glossary/'))).toBe(true);
    expect(autoLinks).not.toContain('/blog/how-to-find-rfps');
    const codeBlock = body.slice(body.indexOf('<pre'), body.indexOf('</pre>'));
    expect(codeBlock).not.toContain('<a ');
  });
});

test('/blog/nope answers 404 with "Post Not Found", its text and a link back to the blog', async () => {
  const response = await server.get('/blog/nope');
  expect(response.status).toBe(404);
  const html = decode(await response.text());
  expect(html).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
  expect(html).toContain("The blog post you're looking for doesn't exist or has been moved.");
  expect(html).toMatch(/href="\/blog"[^>]*>(<span[^>]*>←<\/span>)?Back to Blog</);
  expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

/** Changes the posts table the way a content load does: in one transaction that notifies every server. */
async function changePosts(sql: string, slug: string) {
  await server.dataSource.transaction(async (manager) => {
    await manager.query(sql, [slug]);
    await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'blog-pages-test']);
  });
}

/** Inserted directly (content files may not be empty), dated long ago so it lists last. */
const INSERT_EMPTY_POST = `INSERT INTO blog_posts (slug, title, excerpt, meta_description, category, tags, author, created, updated, read_time, featured_image, content, sources)
  VALUES ($1, 'A Post Still Being Written', 'An excerpt for a post whose body has not been written yet.', 'A post whose body has not been written yet, used to check the empty state.', 'RFP Strategy', '{}', 'Bidlight Team', '2000-01-01', '2000-01-01', 0, NULL, '[]', '[]')`;
const DELETE_POST = 'DELETE FROM blog_posts WHERE slug = $1';

describe('a post without content', () => {
  const slug = 'blog-test-post-without-content';

  afterAll(async () => {
    await changePosts(DELETE_POST, slug);
  });

  test('shows "This post doesn\'t have content yet. Check back soon!" and 3 suggested posts', async () => {
    await changePosts(INSERT_EMPTY_POST, slug);
    let response = await server.get(`/blog/${slug}`);
    for (let attempt = 0; response.status !== 200 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await server.get(`/blog/${slug}`);
    }
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain("This post doesn't have content yet. Check back soon!");
    const body = article(html);
    const suggestions = [...body.matchAll(/href="(\/blog\/[^"]+)"/g)].map((match) => match[1]);
    expect(suggestions).toHaveLength(3);
    expect(suggestions).not.toContain(`/blog/${slug}`);
    expect(body).not.toContain('<img');
  });
});

describe('a render that began before a content change', () => {
  const slug = 'blog-test-post-added-during-a-render';

  afterAll(async () => {
    await changePosts(DELETE_POST, slug);
  });

  test('is sent as it was rendered but not kept: the next request renders the changed content', async () => {
    const { services, cache } = server.running.app;
    const bySlug = services.blog.bySlug.bind(services.blog);
    // The first render of the post's page is held once it has read the content: no such post yet.
    let read!: () => void;
    const contentRead = new Promise<void>((resolve) => (read = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    services.blog.bySlug = async (input) => {
      services.blog.bySlug = bySlug;
      try {
        return await bySlug(input);
      } finally {
        read();
        await released;
      }
    };
    try {
      const held = server.get(`/blog/${slug}`);
      await contentRead;

      const changed = new Promise<void>((resolve) => {
        const stop = cache.onInvalidate(() => {
          stop();
          resolve();
        });
      });
      await changePosts(INSERT_EMPTY_POST, slug);
      await changed;
      release();

      // Its answer is what it read before the change…
      expect((await held).status).toBe(404);
      // …and the page after the change is rendered from the new content, not that 404 kept.
      const next = await server.get(`/blog/${slug}`);
      expect(next.status).toBe(200);
      expect(decode(await next.text())).toContain('A Post Still Being Written');
    } finally {
      services.blog.bySlug = bySlug;
      release();
    }
  });
});
