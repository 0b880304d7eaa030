import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Schema.org BreadcrumbList for the crumbs, with absolute URLs. */
export function breadcrumbJsonLd(items: readonly Crumb[], siteUrl: string, currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.to ?? currentPath}`,
    })),
  };
}

/** The breadcrumb trail; meant for the navy page hero (light text). */
export function Breadcrumbs({ items, tone = 'onBrand' }: { items: readonly Crumb[]; tone?: 'onBrand' | 'onLight' }) {
  const color = tone === 'onBrand' ? 'fg.onBrandMuted' : 'fg.subtle';
  return (
    <Breadcrumb.Root mb="4" size="sm">
      <Breadcrumb.List color={color} flexWrap="wrap">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            <Breadcrumb.Item>
              {item.to ? (
                <Breadcrumb.Link asChild color={color} _hover={{ color: tone === 'onBrand' ? 'white' : 'fg.heading' }}>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink color={tone === 'onBrand' ? 'white' : 'fg.heading'}>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
            {index < items.length - 1 ? <Breadcrumb.Separator color={color} /> : null}
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
