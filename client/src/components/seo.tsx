import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../config/site-config';
import { serializePageState } from '../lib/page-state';

export interface SeoProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Defaults to the current path. */
  canonicalPath?: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime: string; author: string };
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/**
 * A page's metadata. React 19 hoists title, meta and link tags into the head (the server moves
 * them there in the first HTML); JSON-LD stays a non-executable script in the body.
 */
export function Seo({ title, description, keywords, canonicalPath, noindex, image, type = 'website', article, jsonLd }: SeoProps) {
  const { publicSiteUrl, productName } = useSiteConfig();
  const { pathname } = useLocation();
  const canonical = `${publicSiteUrl}${canonicalPath ?? pathname}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${publicSiteUrl}${image}`) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={productName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          <meta property="article:author" content={article.author} />
        </>
      ) : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializePageState(jsonLd) }} />
      ) : null}
    </>
  );
}
