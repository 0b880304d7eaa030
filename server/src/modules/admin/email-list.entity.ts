import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Lists of the local email provider (used when Brevo is not configured). */
@Entity('email_lists')
export class EmailList {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Index('uq_email_lists_name', { unique: true })
  @Column('varchar', { length: 255 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
