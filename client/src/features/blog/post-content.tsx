import { Blockquote, Box, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogPostBody_BlockFragment } from '../../graphql/generated';
import { articleHeadingTags, blockText, groupBlocks, type ArticleHeadingTag, type HeadingType } from './blog-rules';

type Block = BlogPostBody_BlockFragment;
type TextSegment = Block['linkedText'][number];

function Segments({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.to ? (
          <Link key={index} asChild color="accent.text" textDecoration="underline" fontWeight="medium" display="inline">
            <RouterLink to={segment.to}>{segment.text}</RouterLink>
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

const HEADING_SIZE = { h2: '2xl', h3: 'xl', h4: 'lg' } as const;

function SingleBlock({
  block,
  segments,
  headingTags,
}: {
  block: Block;
  segments: readonly TextSegment[];
  headingTags: Record<HeadingType, ArticleHeadingTag>;
}) {
  switch (block.type) {
    case 'heading_1':
    case 'heading_2':
    case 'heading_3': {
      const tag = headingTags[block.type];
      return (
        <Heading as={tag} size={HEADING_SIZE[tag]} color="fg.heading" mt="6">
          {blockText(block)}
        </Heading>
      );
    }
    case 'quote':
      return (
        <Blockquote.Root borderColor="accent.solid" bg="bg.brandSubtle" py="3" borderRadius="md">
          <Blockquote.Content fontSize="lg" color="fg.heading">
            <Segments segments={segments} />
          </Blockquote.Content>
        </Blockquote.Root>
      );
    case 'code':
      return (
        // Focusable so keyboard users can scroll a long line sideways.
        <Box as="pre" tabIndex={0} bg="slate.900" color="slate.100" p="4" borderRadius="md" overflowX="auto" fontSize="sm" maxW="full">
          <Code
            display="block"
            bg="transparent"
            color="inherit"
            p="0"
            whiteSpace="pre"
            data-language={block.language ?? undefined}
          >
            {blockText(block)}
          </Code>
        </Box>
      );
    default:
      return (
        <Text fontSize="lg" lineHeight="tall">
          <Segments segments={segments} />
        </Text>
      );
  }
}

/**
 * The post's content blocks: headings one level below the page title, consecutive list items
 * as one list, glossary terms and related posts linked in the running text (the server links
 * them: `linkedText`, see auto-link.ts there).
 */
export function PostContent({ blocks }: { blocks: readonly Block[] }) {
  const groups = groupBlocks(blocks);
  const headingTags = articleHeadingTags(blocks);
  return (
    <Stack gap="5" color="fg.body" maxW="prose">
      {groups.map((group, index) =>
        group.kind === 'list' ? (
          <List.Root key={index} as={group.ordered ? 'ol' : 'ul'} ps="6" gap="2" fontSize="lg" lineHeight="tall">
            {group.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>
                <Segments segments={item.linkedText} />
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <SingleBlock key={index} block={group.block} segments={group.block.linkedText} headingTags={headingTags} />
        ),
      )}
    </Stack>
  );
}
