import type { DataSource } from 'typeorm';
import { contactMessageSchema } from '../../../../schema/inputs';
import { parseInput } from '../../shared/validation';
import { ContactMessage } from './contact-message.entity';

export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  async send(input: unknown): Promise<{ message: string }> {
    const message = parseInput(contactMessageSchema, input);
    await this.dataSource.getRepository(ContactMessage).insert(message);
    return { message: "Thanks for reaching out. We'll reply within 4-6 business hours." };
  }
}
