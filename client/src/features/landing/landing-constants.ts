/** The 12 industries of the landing page's "Popular Industry Solutions", fixed and in this order. */
export const LANDING_INDUSTRY_SLUGS = [
  'aerospace-aviation',
  'architecture-engineering',
  'artificial-intelligence-machine-learning',
  'automotive-transportation-technology',
  'chemical-petrochemical',
  'cloud-computing-infrastructure',
  'construction-infrastructure',
  'consulting-strategy',
  'cybersecurity-information-security',
  'data-analytics-business-intelligence',
  'defense-aerospace',
  'digital-transformation-technology-modernization',
] as const;
