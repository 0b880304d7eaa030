import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EmailList } from './email-list.entity';

@Entity('email_list_members')
export class EmailListMember {
  @PrimaryColumn('integer')
  listId: number;

  @Index('ix_email_list_members_email')
  @PrimaryColumn('varchar', { length: 254 })
  email: string;

  @ManyToOne('EmailList', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'fk_email_list_members_list' })
  list?: EmailList;

  @Column('boolean', { default: false })
  doubleOptInSent: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
