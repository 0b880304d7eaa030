import type { DataSource } from 'typeorm';
import { CONTACT_THANKS } from '../../../../schema/forms';
import { contactMessageSchema } from '../../../../schema/inputs';
import { parseInput } from '../../shared/validation';
import { ContactMessage } from './contact-message.entity';

export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  async send(input: unknown): Promise<{ message: string }> {
    const message = parseInput(contactMessageSchema, input);
    await this.dataSource.getRepository(ContactMessage).insert(message);
    return { message: CONTACT_THANKS };
  }
}

/** Contact messages for the admin overview (newest first). */
export class ContactReports {
  constructor(private readonly dataSource: DataSource) {}

  recent(limit = 200): Promise<ContactMessage[]> {
    return this.dataSource.getRepository(ContactMessage).find({ order: { createdAt: 'DESC' }, take: limit });
  }

  all(): Promise<ContactMessage[]> {
    return this.dataSource.getRepository(ContactMessage).find({ order: { createdAt: 'ASC' } });
  }
}
