import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { APPLICATION_STEPS, BENEFITS, careersSections, CULTURE, JOB_OPENINGS, jobCardText, LEARNING_BUDGET, stepLabel, type JobOpening } from './careers-data';

/** The contact form, with the subject filled in for this role. */
const applyPath = (subject: string) => `${paths.contact}?subject=${encodeURIComponent(subject)}`;

function JobCard({ job }: { job: JobOpening }) {
  const words = jobCardText(job);
  return (
    <Card.Root as="article" variant="outline" bg="white" aria-labelledby={`job-${job.id}`} id={job.id} scrollMarginTop="8">
      <Card.Header gap="3">
        <Heading as="h3" id={`job-${job.id}`} size="lg" color="fg.heading">
          {job.title}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            {job.department}
          </Badge>
          <Badge colorPalette="gray" variant="subtle">
            {job.type}
          </Badge>
          <Badge colorPalette="gray" variant="outline">
            {job.location}
          </Badge>
        </HStack>
        <Text fontWeight="semibold" color="fg.heading">{words.salary}</Text>
      </Card.Header>
      <Card.Body gap="4">
        <Text>{job.description}</Text>
        <Box>
          <Heading as="h4" size="sm" color="fg.heading" mb="2">
            {words.requirementsTitle}
          </Heading>
          <List.Root gap="1" ps="5">
            {job.requirements.map((requirement) => (
              <List.Item key={requirement}>{requirement}</List.Item>
            ))}
          </List.Root>
        </Box>
      </Card.Body>
      <Card.Footer>
        <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
          <RouterLink to={applyPath(words.applicationSubject)} aria-label={words.applyLabel}>
            {words.apply}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
  const sections = careersSections(productName);
  return (
    <>
      <Seo
        title={`Careers at ${productName}: Open Positions`}
        description={`Join ${productName} and help businesses win more RFPs. Four remote roles in engineering, design and customer success, with a ${LEARNING_BUDGET} learning budget.`}
        keywords={[`${productName} careers`, `${productName} jobs`, 'remote engineering jobs', 'govtech jobs', 'RFP software jobs']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `Careers at ${productName}`,
          url: `${publicSiteUrl}${paths.careers}`,
          mainEntity: {
            '@type': 'ItemList',
            name: 'Open positions',
            numberOfItems: JOB_OPENINGS.length,
            itemListElement: JOB_OPENINGS.map((job, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: job.title,
              url: `${publicSiteUrl}${paths.careers}#${job.id}`,
            })),
          },
        }}
      />
      <PageHero title={sections.hero.title} lead={sections.hero.lead} />

      <Section>
        <Heading as="h2" size="2xl" color="fg.heading" mb="2">
          {sections.benefits.title}
        </Heading>
        <Text mb="8" maxW="prose">
          {sections.benefits.lead}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {BENEFITS.map((benefit) => (
            <Card.Root key={benefit.title} variant="subtle" bg="bg.brandSubtle">
              <Card.Body gap="2">
                <Heading as="h3" size="md" color="fg.heading">
                  {benefit.title}
                </Heading>
                <Text>{benefit.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section bg="bg.brandSubtle">
        <Flex justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }} gap="2" mb="8">
          <Box>
            <Heading as="h2" id="open-positions" size="2xl" color="fg.heading" mb="2">
              {sections.openings.title}
            </Heading>
            <Text maxW="prose">{sections.openings.lead}</Text>
          </Box>
          <Text fontWeight="semibold" color="fg.heading">
            {sections.openings.count}
          </Text>
        </Flex>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {JOB_OPENINGS.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      </Section>

      <Section>
        <Heading as="h2" size="2xl" color="fg.heading" mb="8">
          {sections.culture.title}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {CULTURE.map((value) => (
            <Box key={value.title} borderStartWidth="4px" borderColor="accent.solid" ps="5">
              <Heading as="h3" size="md" color="fg.heading" mb="2">
                {value.title}
              </Heading>
              <Text>{value.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section bg="bg.brandSubtle">
        <Heading as="h2" size="2xl" color="fg.heading" mb="8">
          {sections.applicationSteps.title}
        </Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {APPLICATION_STEPS.map((step, index) => (
            <Card.Root as="li" key={step.title} variant="outline" bg="white">
              <Card.Body gap="2">
                <Text fontSize="sm" fontWeight="bold" color="accent.text">
                  {stepLabel(index + 1)}
                </Text>
                <Heading as="h3" size="md" color="fg.heading">
                  {step.title}
                </Heading>
                <Text>{step.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section>
        <Stack align="center" textAlign="center" gap="4" maxW="2xl" mx="auto">
          <Heading as="h2" size="2xl" color="fg.heading">
            {sections.otherRoles.title}
          </Heading>
          <Text>{sections.otherRoles.lead}</Text>
          <Link asChild color="accent.text" fontWeight="semibold" fontSize="lg">
            <RouterLink to={paths.contact}>{sections.otherRoles.link}</RouterLink>
          </Link>
        </Stack>
      </Section>
    </>
  );
}
