import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { length: 100 })
  firstName: string;

  @Column('varchar', { length: 100 })
  lastName: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 200 })
  company: string;

  @Column('varchar', { length: 200 })
  subject: string;

  @Column('text')
  message: string;

  @Index('ix_contact_messages_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
