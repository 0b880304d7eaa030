import { chakra, defineStyle } from '@chakra-ui/react';

/**
 * The `<summary>` of a native disclosure drawn as the site's own control: a flex row without the
 * browser's marker (Safari draws it with a pseudo-element of its own), pointing like a button. The
 * site's disclosures (FAQs, the banner's close control, the footer's lists on phones, a glossary
 * card's questions) each add their padding, colours and focus ring to it.
 */
export const DISCLOSURE_SUMMARY = defineStyle({
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  listStyleType: 'none',
  '&::-webkit-details-marker': { display: 'none' },
});

/** A `<summary>` with `DISCLOSURE_SUMMARY`'s look; its props style the rest. */
export const DisclosureSummary = chakra('summary', { base: DISCLOSURE_SUMMARY });
