import { Initial1795314300634 } from './1795314300634-Initial';
import { SearchDocuments1795650214996 } from './1795650214996-SearchDocuments';
import { CompetitorJobPlannedAlternatives1795650400000 } from './1795650400000-CompetitorJobPlannedAlternatives';
import { EditorialSourcesDates1795651000000 } from './1795651000000-EditorialSourcesDates';
import { IndustryNicheFaqs1795775219357 } from './1795775219357-IndustryNicheFaqs';
import { PageViewVitals1795796388270 } from './1795796388270-PageViewVitals';

export const migrations = [Initial1795314300634, SearchDocuments1795650214996, CompetitorJobPlannedAlternatives1795650400000, EditorialSourcesDates1795651000000, IndustryNicheFaqs1795775219357, PageViewVitals1795796388270];
