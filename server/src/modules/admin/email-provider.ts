export interface EmailListSummary {
  id: number;
  name: string;
  totalSubscribers: number;
  createdAt: string | null;
}

export interface WaitlistContact {
  email: string;
  companyName: string;
  companySize: string;
}

/** Where the team's email lists live: Brevo when configured, else PostgreSQL. */
export interface EmailProvider {
  readonly name: 'brevo' | 'local';
  listLists(): Promise<EmailListSummary[]>;
  createList(name: string): Promise<{ listId: number }>;
  /** Adds or updates the contact in the waitlist list; applying it twice has the effect of once. */
  syncWaitlistContact(contact: WaitlistContact): Promise<void>;
}
