import { Initial1795314300634 } from './1795314300634-Initial';

export const migrations = [Initial1795314300634];
