import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** A move that takes longer than this shows the bar; a quick one does not flash it. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar at the top of the window while a client-side move loads the next page's code: the
 * page on screen stays the one left until the next is ready, and without it a slow connection
 * looked like a click that did nothing.
 */
export function NavigationProgress() {
  // The move under way, by its destination's key; the last one that has taken long enough to show the bar.
  const moving = useNavigation().location?.key;
  const [slow, setSlow] = useState<string>();
  useEffect(() => {
    if (moving === undefined) return;
    const timer = setTimeout(() => setSlow(moving), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [moving]);
  if (moving === undefined || slow !== moving) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading the next page"
      position="fixed"
      top="0"
      insetX="0"
      height="1"
      bg="accent.solid"
      zIndex="toast"
      animation="pulse 1s ease-in-out infinite"
      _motionReduce={{ animation: 'none' }}
    />
  );
}
