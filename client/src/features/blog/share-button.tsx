import { Button } from '@chakra-ui/react';
import { notify } from '../../components/toaster';

/** Web Share where the browser offers it; otherwise the link goes to the clipboard. */
export async function sharePost({ title, text, url }: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ type: 'success', title: 'Link copied', description: url });
  } catch {
    notify({ type: 'error', title: "Couldn't copy the link", description: url });
  }
}

export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      color="white"
      borderColor="fg.onBrandMuted"
      _hover={{ bg: 'whiteAlpha.200' }}
      onClick={() => void sharePost({ title, text, url })}
    >
      <span aria-hidden="true">↗</span>
      Share
    </Button>
  );
}
