import { Box, Card, Container, Grid, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FaqAccordion } from '../../components/faq';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section } from '../../components/status-screens';
import { useSiteConfig } from '../../config/site-config';
import { BUSINESS_HOURS, CONTACT_CHANNELS, contactFaq, contactSections, QUICK_LINKS, REPLY_PROMISE } from './contact-content';
import { ContactForm } from './contact-form';

/** The subject a link asked for (?subject=…), bounded like the form's own field. */
const requestedSubject = (params: URLSearchParams) => (params.get('subject') ?? '').trim().slice(0, 200);

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  const [params] = useSearchParams();
  const subject = requestedSubject(params);
  // After a message sent without scripts the server answers with /contact?sent=1 (post/redirect/get).
  const sent = params.get('sent') === '1';
  const faq = contactFaq(productName);
  const sections = contactSections(productName);
  return (
    <>
      <Seo
        title={`Contact ${productName}: Sales, Support and General Questions`}
        description={`Send the ${productName} team a message about early access, pricing, integrations or support. We reply within 4-6 business hours.`}
        keywords={[`contact ${productName}`, `${productName} support`, `${productName} sales`, 'RFP software support', 'request an integration']}
        canonicalPath="/contact"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'ContactPage',
            name: `Contact ${productName}`,
            url: `${publicSiteUrl}/contact`,
            mainEntity: {
              '@type': 'Organization',
              name: productName,
              url: publicSiteUrl,
              contactPoint: CONTACT_CHANNELS.map((channel) => ({
                '@type': 'ContactPoint',
                contactType: channel.title,
                email: channel.email,
                availableLanguage: 'English',
              })),
            },
          },
        ]}
      />
      <PageHero title={sections.hero.title} lead={sections.hero.lead} />
      <Container maxW="page" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Card.Root variant="outline" bg="white">
            <Card.Header>
              <Heading as="h2" id="contact-form-heading" size="xl" color="fg.heading">
                {sections.form.title}
              </Heading>
            </Card.Header>
            <Card.Body>
              <ContactForm key={subject} initialSubject={subject} sent={sent} />
            </Card.Body>
          </Card.Root>

          <Stack gap="6">
            <Box as="section" aria-labelledby="channels-heading" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="6" bg="white">
              <Heading as="h2" id="channels-heading" size="md" color="fg.heading" mb="4">
                {sections.channels.title}
              </Heading>
              <Stack gap="4">
                {CONTACT_CHANNELS.map((channel) => (
                  <Box key={channel.id}>
                    <Heading as="h3" size="sm" color="fg.heading">
                      {channel.title}
                    </Heading>
                    <Text fontSize="sm" mb="1">
                      {channel.text}
                    </Text>
                    <Link href={`mailto:${channel.email}`} color="accent.text" fontWeight="semibold">
                      {channel.email}
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Box>

            <Box as="section" aria-labelledby="hours-heading" borderRadius="lg" p="6" bg="bg.brandSubtle">
              <Heading as="h2" id="hours-heading" size="md" color="fg.heading" mb="3">
                {sections.hours.title}
              </Heading>
              <List.Root listStyleType="none" gap="1" mb="3">
                {BUSINESS_HOURS.map((line) => (
                  <List.Item key={line} color="fg.heading">
                    {line}
                  </List.Item>
                ))}
              </List.Root>
              <Text fontWeight="semibold" color="fg.heading">
                {REPLY_PROMISE}
              </Text>
            </Box>

            <Box as="nav" aria-labelledby="quick-links-heading" borderWidth="1px" borderColor="slate.200" borderRadius="lg" p="6" bg="white">
              <Heading as="h2" id="quick-links-heading" size="md" color="fg.heading" mb="3">
                {sections.quickLinks.title}
              </Heading>
              <List.Root listStyleType="none" gap="2">
                {QUICK_LINKS.map((link) => (
                  <List.Item key={link.to}>
                    <Link asChild color="accent.text">
                      <RouterLink to={link.to}>{link.label}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          </Stack>
        </Grid>
      </Container>

      <Section bg="bg.brandSubtle">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '6', lg: '10' }}>
          <Box>
            <Heading as="h2" size="2xl" color="fg.heading" mb="3">
              {sections.faq.title}
            </Heading>
            <Text>{sections.faq.lead}</Text>
          </Box>
          <Box gridColumn={{ lg: 'span 2' }}>
            <FaqAccordion items={faq} idPrefix="contact-faq" />
          </Box>
        </SimpleGrid>
      </Section>
    </>
  );
}
