import { Link } from '@chakra-ui/react';
import { data, Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo';
import { PageHero } from '../../components/page-hero';
import { StatusScreen } from '../../components/status-screens';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';

/** Any path no route names: the 404 page, with its status. */
export const loader = () => data(null, { status: 404 });

export function Component() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Page Not Found | ${productName}`} description="The page you were looking for does not exist or has moved." noindex />
      <PageHero title="404 Page Not Found" />
      <StatusScreen
        title="We couldn't find that page"
        text={
          <>
            The link may be old or mistyped. Start again from the home page or{' '}
            <Link asChild color="accent.text" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={paths.industries}>browse our industries</RouterLink>
            </Link>
            .
          </>
        }
        action={{ label: 'Go to the home page', to: paths.home }}
      />
    </>
  );
}
