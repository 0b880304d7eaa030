/**
 * The tabs GraphiQL opens with on a first visit (later visits restore the tabs kept in the
 * browser): one operation per domain, each ready to run against the site's content.
 */
export interface ExampleTab {
  query: string;
  variables?: string;
  headers?: string;
}

/** What a developer replaces with the token `npm run admin:token` prints. */
export const ADMIN_TOKEN_PLACEHOLDER = '<ADMIN_TOKEN>';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const EXAMPLE_TABS: readonly ExampleTab[] = [
  {
    query: `# Every industry with its niches,
# ordered by title.
query IndustriesWithNiches {
  industries {
    slug
    title
    competitionLevel
    niches {
      slug
      title
      averageContractValue
    }
  }
}
`,
  },
  {
    query: `# One blog post with its content blocks,
# as the post page reads them.
query PostWithBlocks($slug: String!) {
  post(slug: $slug) {
    title
    author
    updated
    readTime
    content {
      type
      linkedText {
        text
        to
      }
    }
  }
}
`,
    variables: json({ slug: 'what-is-an-rfp' }),
  },
  {
    query: `# Glossary terms matching a search (in the
# term, definition, synonyms or related terms).
query GlossarySearch($search: String) {
  glossaryTerms(search: $search) {
    term
    slug
    definition
    related {
      term
      slug
    }
  }
}
`,
    variables: json({ search: 'proposal' }),
  },
  {
    query: `# A competitor and the alternatives the
# site lists for it.
query CompetitorWithAlternatives($slug: String!) {
  competitor(slug: $slug) {
    name
    category
    startingPrice
    # Null unless read on the vendor's own page: the finding says which.
    factChecks {
      price {
        finding
        sourceUrl
        lastChecked
      }
    }
    quickVerdict
    alternatives(limit: 3) {
      name
      slug
      isOwnProduct
    }
  }
}
`,
    variables: json({ slug: 'loopio' }),
  },
  {
    query: `# Site search: industries, niches, posts,
# glossary terms and competitors.
query SiteSearch($q: String!) {
  search(q: $q) {
    query
    industries { title path snippet }
    niches { title path snippet }
    posts { title path snippet }
    glossaryTerms { title path snippet }
    competitors { title path snippet }
  }
}
`,
    variables: json({ q: 'construction' }),
  },
  {
    query: `# Joins the waitlist: a real signup, so
# use an address of your own. Writes are
# rate-limited per client address; the
# surveyToken answers the survey.
mutation JoinWaitlist($input: JoinWaitlistInput!) {
  joinWaitlist(input: $input) {
    message
    surveyToken
  }
}
`,
    variables: json({
      input: {
        email: 'developer@example.com',
        companyName: 'Example Co',
        companySize: '11-50',
        landingPath: '/graphql',
        utm: { utm_source: 'graphiql' },
      },
    }),
  },
  {
    query: `# An admin query: @admin fields need the
# admin token. Put it in the Headers editor
# below (npm run admin:token prints it);
# without it the answer is a 401,
# UNAUTHENTICATED.
query WaitlistOverview {
  waitlistOverview {
    provider
    totalSignups
    surveyResponses
    signupsPerDay {
      date
      count
    }
    outbox {
      pending
      failed
      lastError
    }
  }
}
`,
    headers: json({ Authorization: `Bearer ${ADMIN_TOKEN_PLACEHOLDER}` }),
  },
  {
    query: `# Field vitals and the waitlist's funnel
# (admin): the 75th percentile of each
# Core Web Vital per page type, as measured
# in visitors' browsers, and the signups
# of the last 28 days by source.
query FieldVitalsAndFunnel {
  fieldVitals(device: phone) {
    lastReportAt
    pageTypes {
      pageType
      last28Days {
        pageViews
        vitals { vital p75 goodAtMost }
      }
    }
    slowestInteractions {
      target eventType p75 beforeAppLive
    }
  }
  waitlistFunnel(days: 28) {
    signups
    surveyCompletionRate
    sources { name count }
  }
}
`,
    headers: json({ Authorization: `Bearer ${ADMIN_TOKEN_PLACEHOLDER}` }),
  },
];
