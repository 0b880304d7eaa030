import { EmailListMember } from '../modules/admin/email-list-member.entity';
import { EmailList } from '../modules/admin/email-list.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { Competitor } from '../modules/competitors/competitor.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { ContentState } from '../modules/content/content-state.entity';
import { GlossaryTerm } from '../modules/glossary/glossary-term.entity';
import { Industry } from '../modules/industries/industry.entity';
import { Niche } from '../modules/industries/niche.entity';
import { OutboxEvent } from '../modules/outbox/outbox-event.entity';
import { SurveyResponse } from '../modules/waitlist/survey-response.entity';
import { WaitlistSignup } from '../modules/waitlist/waitlist-signup.entity';
import { PageViewVitals } from '../modules/vitals/page-view-vitals.entity';

export const entities = [
  Industry,
  Niche,
  BlogPost,
  GlossaryTerm,
  Competitor,
  WaitlistSignup,
  SurveyResponse,
  ContactMessage,
  EmailList,
  EmailListMember,
  OutboxEvent,
  ContentState,
  PageViewVitals,
];
