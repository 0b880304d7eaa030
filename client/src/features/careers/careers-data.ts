import { pageCopy } from '../../lib/page-copy';
import careers from '../../../../content/pages/careers.json';
import type { CareersCopy } from '../../../../schema/page-copy';

/** The careers page's fixed content, from content/pages/careers.json rather than the database. */
const copy = pageCopy<CareersCopy>(careers, { learningBudget: careers.learningBudget });

/** A job opening; its salary range is the yearly base salary in US dollars. */
export type JobOpening = CareersCopy['jobOpenings'][number];

export const JOB_OPENINGS = copy.jobOpenings;

/** "$140k - $180k" */
export const formatSalaryRange = ({ min, max }: JobOpening['salaryRange']) => `$${Math.round(min / 1000)}k - $${Math.round(max / 1000)}k`;

export const LEARNING_BUDGET = copy.learningBudget;

export const BENEFITS = copy.benefits;

export const CULTURE = copy.culture;

export const APPLICATION_STEPS = copy.applicationSteps;
