import { Box, Button, Container, Heading, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { UpdatedDate } from '../../components/editorial-notes';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { PRICE_NOT_VERIFIED, disclosureParts, possessive, priceDisplay, rating, type PriceFacts, type ReviewFacts } from './competitor-rules';

export const NOT_FOUND_TITLE = 'Competitor Not Found';
export const NOT_FOUND_TEXT = "The competitor you're looking for doesn't exist or has been removed.";

/** The comparison and alternatives pages' screen when the competitor is missing, empty or failed to load. */
export function CompetitorNotFound() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo
        title={`${NOT_FOUND_TITLE} | ${productName}`}
        description="This competitor page doesn't exist or has been removed. See every RFP software tool we compare on the competitor hub."
        noindex
      />
      <PageHero title={NOT_FOUND_TITLE}>
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Compare Tools', to: paths.competitors }]} />
      </PageHero>
      <Container maxW="page" py="16">
        <Box textAlign="center" maxW="xl" mx="auto" role="status">
          <Text fontSize="lg" color="fg.body">
            {NOT_FOUND_TEXT}
          </Text>
          <Button asChild type={undefined} mt="6" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={paths.competitors}>View All Competitors</RouterLink>
          </Button>
        </Box>
      </Container>
    </>
  );
}

/** The loading state of a detail page: a hero-shaped skeleton and its loading text ("Loading comparison...", …). */
export function DetailSkeleton({ text }: { text: string }) {
  return (
    <>
      <Box bg="bg.brand" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="page">
          <Skeleton height="4" maxW="xs" mb="6" />
          <Skeleton height="12" maxW="2xl" />
        </Container>
      </Box>
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Stack gap="4" aria-busy="true">
          <Text color="fg.subtle" role="status">
            {text}
          </Text>
          <Skeleton height="28" />
          <Skeleton height="64" />
          <Skeleton height="40" />
        </Stack>
      </Container>
    </>
  );
}

/** An external source: a new tab, without handing over the opener. */
export function SourceLink({ href, children, color = 'accent.text' }: { href: string; children: ReactNode; color?: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color={color} textDecoration="underline" display="inline">
      {children}
    </Link>
  );
}

/**
 * Every comparison and alternatives page says who publishes it (the product's team) and that the
 * competitor facts come from public sources, then the page's "Updated" date and the editorial
 * policy.
 */
export function Disclosure({ sourceUrl, lastChecked, tone = 'onBrand' }: { sourceUrl: string; lastChecked: string; tone?: 'onBrand' | 'onLight' }) {
  const { productName } = useSiteConfig();
  const parts = disclosureParts(productName, lastChecked);
  const color = tone === 'onBrand' ? 'fg.onBrandMuted' : 'fg.subtle';
  const linkColor = tone === 'onBrand' ? 'white' : 'accent.text';
  return (
    <Stack gap="1" mt="4" maxW="prose" fontSize="sm" color={color}>
      <Text data-testid="disclosure">
        {parts.before}
        <SourceLink href={sourceUrl} color={linkColor}>
          {parts.linkText}
        </SourceLink>
        {parts.after}
      </Text>
      <Text data-testid="updated">
        <UpdatedDate date={lastChecked} />
        {' · How we research, check and correct these pages: our '}
        <Link asChild color={linkColor} textDecoration="underline" display="inline">
          <RouterLink to={paths.editorialPolicy}>editorial policy</RouterLink>
        </Link>
        .
      </Text>
    </Stack>
  );
}

/** Where a page's facts come from, as links to the sources themselves. */
/** Cited sources; an entry without an address is a fact that could not be checked, said as such. */
export function SourcesList({ sources }: { sources: readonly { label: string; href?: string | null; note?: string }[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
      {sources.map((source) => (
        <li key={`${source.label}-${source.href ?? ''}`}>
          <Text as="span" fontWeight="semibold" color="fg.heading">{source.href ? `${source.label}: ` : source.label}</Text>
          {source.href ? <SourceLink href={source.href}>{source.href.replace(/^https:\/\//, '')}</SourceLink> : null}
          {source.note ? <Text as="span" color="fg.subtle">{` (${source.note})`}</Text> : null}
        </li>
      ))}
    </Stack>
  );
}

/** A sourced rating with a link to its source, or "Not rated". */
export function RatingText({ reviews }: { reviews: ReviewFacts }) {
  const { text, sourceUrl } = rating(reviews);
  if (!sourceUrl) return <>{text}</>;
  return (
    <Link href={sourceUrl} target="_blank" rel="noopener noreferrer" color="accent.text">
      {text}
    </Link>
  );
}

/** A vendor's price as displayed; one that could not be checked sends the reader to the vendor's own site instead of a figure. */
export function VendorPrice({ competitor }: { competitor: Omit<PriceFacts, 'billingFrequency'> & { name: string; website: string } }) {
  const price = priceDisplay(competitor);
  if (price !== PRICE_NOT_VERIFIED) return <>{price}</>;
  return (
    <>
      {`${price}: see `}
      <SourceLink href={competitor.website}>{`${possessive(competitor.name)} own site`}</SourceLink>
    </>
  );
}

/** One titled block of a detail page's body. */
export function ContentBlock({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-title` : undefined} scrollMarginTop="8">
      <Heading as="h2" id={id ? `${id}-title` : undefined} size="2xl" color="fg.heading" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A bullet list of plain texts. */
export function TextList({ items, marker = '•' }: { items: readonly string[]; marker?: string }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item} display="flex" gap="2" alignItems="baseline">
          <Box as="span" aria-hidden="true" color="accent.text" flexShrink={0}>
            {marker}
          </Box>
          <Text as="span">{item}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The closing call to action: the site is at waitlist stage, so it leads to the home page. */
export function WaitlistCallToAction({ heading, text }: { heading: string; text: string }) {
  return (
    <Box as="section" bg="bg.brand" color="white" borderRadius="xl" p={{ base: '6', md: '10' }} textAlign="center" aria-labelledby="cta-title">
      <Heading as="h2" id="cta-title" size="2xl" color="white">
        {heading}
      </Heading>
      <Text mt="3" color="fg.onBrandMuted" maxW="prose" mx="auto">
        {text}
      </Text>
      <Button asChild type={undefined} mt="6" size="lg" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
        <RouterLink to={paths.home}>Join the Early Access Waitlist</RouterLink>
      </Button>
    </Box>
  );
}

/** Longer than a figure ("24", "$29/month"): a phrase, set at text size rather than as a figure. */
const PHRASE_LENGTH = 12;

/** Stat tiles for the navy hero. */
export function HeroStats({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: stats.length }} gap="4" mt="8" maxW="3xl">
      {stats.map((stat) => (
        // The label and value rows are the grid's own, so the values line up when one label wraps.
        <Stat.Root key={stat.label} display="grid" gridRow="span 2" gridTemplateRows="subgrid" rowGap="1" alignItems="start" borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="lg" p="4">
          <Stat.Label color="fg.onBrandMuted">{stat.label}</Stat.Label>
          <Stat.ValueText
            fontSize={stat.value.length > PHRASE_LENGTH ? { base: 'lg', md: 'xl' } : { base: '2xl', md: '3xl' }}
            lineHeight="short"
            color="accent.solid"
          >
            {stat.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
