import { Initial1795314300634 } from './1795314300634-Initial';
import { SearchDocuments1795650214996 } from './1795650214996-SearchDocuments';

export const migrations = [Initial1795314300634, SearchDocuments1795650214996];
