import { Text } from '@chakra-ui/react';

/**
 * A long text in a table cell: one line, cut with an ellipsis so the other columns stay in view;
 * the whole text shows while the pointer is on it or it has focus (it is focusable for that).
 */
export function ClippedText({ text }: { text: string }) {
  return (
    <Text
      as="span"
      display="block"
      truncate
      tabIndex={0}
      title={text}
      borderRadius="sm"
      _hover={{ whiteSpace: 'normal', overflow: 'visible' }}
      _focusVisible={{ whiteSpace: 'normal', overflow: 'visible' }}
    >
      {text}
    </Text>
  );
}
