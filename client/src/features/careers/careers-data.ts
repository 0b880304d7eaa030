/** A job opening (section 3): fixed content, kept here rather than in the database. */
export interface JobOpening {
  id: string;
  title: string;
  department: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  location: string;
  /** Yearly base salary in US dollars. */
  salaryRange: { min: number; max: number };
  description: string;
  requirements: readonly string[];
}

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    department: 'Engineering',
    type: 'Full-time',
    location: 'Remote (US)',
    salaryRange: { min: 140_000, max: 180_000 },
    description:
      'Build the product our customers use every day: the pipeline that collects solicitations from federal, state and local portals, the GraphQL API behind it, and the React application where teams review matches and track deadlines. You will own features from the first sketch to production and talk directly with early-access users.',
    requirements: [
      'Five or more years building and running web applications in production',
      'Strong TypeScript, with React on the front end and Node.js on the back end',
      'Solid PostgreSQL skills: schema design, migrations and query tuning',
      'Experience with background jobs, retries and data pipelines that must not lose work',
      'Clear written communication in a remote, mostly asynchronous team',
    ],
  },
  {
    id: 'machine-learning-engineer',
    title: 'Machine Learning Engineer, RFP Matching',
    department: 'Engineering',
    type: 'Full-time',
    location: 'Remote (US)',
    salaryRange: { min: 135_000, max: 175_000 },
    description:
      'Design the models that read long solicitations, extract requirements and deadlines, and rank each opportunity against a company profile. You will build evaluation sets from real procurement documents, measure matching quality honestly and ship improvements our users can feel.',
    requirements: [
      'Three or more years shipping machine learning or NLP systems to production',
      'Hands-on experience with language models, embeddings and retrieval',
      'Python for modelling and evaluation, and comfort working alongside a TypeScript codebase',
      'A habit of defining metrics and test sets before tuning a model',
      'Interest in public procurement; experience with government documents is a plus',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    department: 'Design',
    type: 'Full-time',
    location: 'Remote (US)',
    salaryRange: { min: 100_000, max: 140_000 },
    description:
      'Shape how business-development teams find, qualify and track RFPs. You will run research with bid managers and small-business owners, turn dense procurement data into calm, scannable interfaces, and own our design system across the application and this website.',
    requirements: [
      'Four or more years designing web products, with a portfolio that shows your process',
      'Experience designing data-heavy workflows such as dashboards, tables and pipelines',
      'Comfort running your own user interviews and usability tests',
      'Working knowledge of accessibility standards (WCAG AA)',
      'Ability to prototype in code or work closely with engineers in component libraries',
    ],
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager, Government Contracting',
    department: 'Customer Success',
    type: 'Full-time',
    location: 'Remote (US, Eastern time preferred)',
    salaryRange: { min: 70_000, max: 95_000 },
    description:
      'Be the first person our early-access customers talk to. You will help teams set up their capability profiles, review their first matches with them, answer questions within our 4-6 business hour promise and bring what you learn back to the product team.',
    requirements: [
      'Two or more years in customer success, account management or support for a B2B product',
      'Working knowledge of government contracting: SAM.gov, NAICS codes and how agencies publish bids',
      'Calm, clear writing, and the patience to explain a process more than once',
      'Comfort learning software quickly and teaching it to others',
      'Availability during our business hours, Mon-Fri 9-6 EST',
    ],
  },
];

/** "$140k - $180k" */
export const formatSalaryRange = ({ min, max }: JobOpening['salaryRange']) => `$${Math.round(min / 1000)}k - $${Math.round(max / 1000)}k`;

export const LEARNING_BUDGET = '$2,000';

export const BENEFITS = [
  { title: `${LEARNING_BUDGET} annual learning budget`, text: 'Spend it on courses, certifications, conferences or books that help you grow, without a long approval process.' },
  { title: 'Remote-first', text: 'Work from anywhere in the US. We write things down, keep meetings short and protect time for focused work.' },
  { title: 'Health coverage', text: 'Medical, dental and vision plans for you and your dependents from your first day.' },
  { title: 'Home-office setup', text: 'A new laptop and a budget for the desk, chair and monitor you need to do your best work.' },
  { title: 'Flexible time off', text: 'Take the time you need to rest and recharge, plus the US public holidays. We expect you to use it.' },
  { title: 'Early-stage ownership', text: 'Join a small team before launch, with real responsibility for what we build and how we build it.' },
] as const;

export const CULTURE = [
  { title: 'Our customers’ deadlines are our deadlines', text: 'A missed RFP is lost revenue for the people who trust us. We treat reliability, accuracy and fast answers as product features.' },
  { title: 'Honest by default', text: 'We publish fair comparisons, label sample data and say “not rated” rather than invent a number. The same goes for how we talk to each other.' },
  { title: 'Write it down', text: 'Decisions, designs and plans live in writing, so anyone can catch up, disagree constructively and work across time zones.' },
  { title: 'Small team, real ownership', text: 'Everyone talks to customers, ships work that matters and is trusted to decide how to do it.' },
] as const;

export const APPLICATION_STEPS = [
  { title: 'Apply', text: 'Send us a message with the role in the subject, a few sentences about why it interests you and a link to your résumé or LinkedIn profile.' },
  { title: 'Intro call', text: 'A 30-minute video call with the hiring manager about your experience, the role and what you are looking for next.' },
  { title: 'Skills conversation', text: 'A practical exercise based on real work for the role, discussed together. No multi-day take-home assignments.' },
  { title: 'Meet the team and offer', text: 'Meet the people you would work with most. We aim to give you a decision within a week of your last conversation.' },
] as const;
