import { AppError } from '../http/app-error';

/** Detail queries answer null for an unknown slug, and for one too absurd to exist, instead of an error. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || (error.code === 'BAD_USER_INPUT' && /slug$/i.test(error.field ?? '')))) {
      return null;
    }
    throw error;
  }
}
