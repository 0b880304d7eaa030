import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero';
import { Seo } from '../../components/seo';
import { Section } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { APPLICATION_STEPS, BENEFITS, CULTURE, formatSalaryRange, JOB_OPENINGS, LEARNING_BUDGET, type JobOpening } from './careers-data';

/** The contact form, with the subject filled in for this role. */
const applyPath = (job: JobOpening) => `${paths.contact}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;

function JobCard({ job }: { job: JobOpening }) {
  return (
    <Card.Root as="article" variant="outline" bg="white" aria-labelledby={`job-${job.id}`} id={job.id} scrollMarginTop="24">
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
        <Text fontWeight="semibold" color="fg.heading">{`Salary: ${formatSalaryRange(job.salaryRange)} per year`}</Text>
      </Card.Header>
      <Card.Body gap="4">
        <Text>{job.description}</Text>
        <Box>
          <Heading as="h4" size="sm" color="fg.heading" mb="2">
            What you’ll bring
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
          <RouterLink to={applyPath(job)} aria-label={`Apply now for ${job.title}`}>
            Apply now
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function Component() {
  const { productName, publicSiteUrl } = useSiteConfig();
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
      <PageHero
        title={`Careers at ${productName}`}
        lead={`We are building the tool we wish every bid team had: one that finds the right RFPs, tracks every deadline and leaves people time to write winning proposals. Come build it with us.`}
      />

      <Section>
        <Heading as="h2" size="2xl" color="fg.heading" mb="2">
          Benefits
        </Heading>
        <Text mb="8" maxW="prose">
          We are a small, remote team, and we look after the people who make the product.
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
              Open positions
            </Heading>
            <Text maxW="prose">Every role is remote within the United States and full-time, with the salary range published up front.</Text>
          </Box>
          <Text fontWeight="semibold" color="fg.heading">{`${JOB_OPENINGS.length} open roles`}</Text>
        </Flex>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {JOB_OPENINGS.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      </Section>

      <Section>
        <Heading as="h2" size="2xl" color="fg.heading" mb="8">
          How we work
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
          Our application process
        </Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {APPLICATION_STEPS.map((step, index) => (
            <Card.Root as="li" key={step.title} variant="outline" bg="white">
              <Card.Body gap="2">
                <Text fontSize="sm" fontWeight="bold" color="accent.text">{`Step ${index + 1}`}</Text>
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
            Don’t see the right role?
          </Heading>
          <Text>{`We are always glad to hear from people who care about helping businesses win public and private contracts. Tell us what you do best and how you would like to help ${productName} grow.`}</Text>
          <Link asChild color="accent.text" fontWeight="semibold" fontSize="lg">
            <RouterLink to={paths.contact}>Send us a general inquiry</RouterLink>
          </Link>
        </Stack>
      </Section>
    </>
  );
}
