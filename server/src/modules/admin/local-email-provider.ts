import type { DataSource } from 'typeorm';
import type { EmailListSummary, EmailProvider, WaitlistContact } from './email-provider';

/** Lists kept in PostgreSQL; signups join the list named "{product} Waitlist". */
export class LocalEmailProvider implements EmailProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly waitlistName: string,
  ) {}

  async ensureWaitlistList(): Promise<number> {
    const rows: { id: number }[] = await this.dataSource.query(
      `INSERT INTO email_lists (name) VALUES ($1)
       ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
       RETURNING id`,
      [this.waitlistName],
    );
    return rows[0]!.id;
  }

  async listLists(): Promise<EmailListSummary[]> {
    const rows: { id: number; name: string; total: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT l.id, l.name, l.created_at, count(m.email) AS total
       FROM email_lists l LEFT JOIN email_list_members m ON m.list_id = l.id
       GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      totalSubscribers: Number(row.total),
      createdAt: row.created_at.toISOString(),
    }));
  }

  async createList(name: string): Promise<{ listId: number }> {
    const rows: { id: number }[] = await this.dataSource.query(
      `INSERT INTO email_lists (name) VALUES ($1)
       ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
       RETURNING id`,
      [name],
    );
    return { listId: rows[0]!.id };
  }

  async syncWaitlistContact(contact: WaitlistContact): Promise<void> {
    const listId = await this.ensureWaitlistList();
    await this.dataSource.query(
      `INSERT INTO email_list_members (list_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [listId, contact.email],
    );
  }
}
