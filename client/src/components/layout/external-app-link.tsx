import { Button, type ButtonProps } from '@chakra-ui/react';
import { useSiteConfig } from '../../config/site-config';

/**
 * Every "Start Free Trial" opens the external app in a new tab, where early-access members start
 * the Early Adopter plan's trial; its title says so wherever the button stands alone (the navigation bar).
 */
export function StartFreeTrialButton(props: ButtonProps) {
  const { appUrl } = useSiteConfig();
  return (
    <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} fontWeight="semibold" {...props}>
      <a href={appUrl} target="_blank" rel="noopener" title="For early-access members, who join through the waitlist">
        Start Free Trial
      </a>
    </Button>
  );
}
