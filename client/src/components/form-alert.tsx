import { Alert } from '@chakra-ui/react';

/** What the server said about a whole form it showed again (the rate limit, a survey step that expired), above its fields. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
