import { fillTexts, pageCopy } from '../../lib/page-copy';
import careers from '../../../../content/pages/careers.json';
import type { CareersCopy } from '../../../../schema/page-copy';

/** The careers page's fixed content, from content/pages/careers.json rather than the database. */
const copy = pageCopy<CareersCopy>(careers, { learningBudget: careers.learningBudget, openings: careers.jobOpenings.length });

/** The hero and the heading and lead of each section, with the product's name filled in. */
export const careersSections = (productName: string) => fillTexts({ hero: copy.hero, ...copy.sections }, { product: productName });

/** A job opening; its salary range is the yearly base salary in US dollars. */
export type JobOpening = CareersCopy['jobOpenings'][number];

export const JOB_OPENINGS = copy.jobOpenings;

/** "$140k - $180k" */
export const formatSalaryRange = ({ min, max }: JobOpening['salaryRange']) => `$${Math.round(min / 1000)}k - $${Math.round(max / 1000)}k`;

/** A job card's words for `job`: its salary line, its "Apply now" link and the subject that link fills in on the contact form. */
export const jobCardText = (job: JobOpening) => fillTexts(copy.jobCard, { job: job.title, salary: formatSalaryRange(job.salaryRange) });

/** "Step 1" over the first application step. */
export const stepLabel = (number: number) => fillTexts(copy.stepLabel, { number });

export const LEARNING_BUDGET = copy.learningBudget;

export const BENEFITS = copy.benefits;

export const CULTURE = copy.culture;

export const APPLICATION_STEPS = copy.applicationSteps;
