import { Initial1795313677162 } from './1795313677162-Initial';

export const migrations = [Initial1795313677162];
