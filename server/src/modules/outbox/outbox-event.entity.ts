import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'done' | 'failed';

/**
 * Work to hand to the email provider, written in the same transaction as the signup.
 * Events with the same key are delivered in order; the worker claims rows with
 * FOR UPDATE SKIP LOCKED so several server instances can drain the table together.
 */
@Entity('outbox_events')
@Index('ix_outbox_events_due', ['status', 'nextAttemptAt'])
@Index('ix_outbox_events_key', ['key', 'id'])
export class OutboxEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column('varchar', { length: 60 })
  kind: string;

  @Column('varchar', { length: 254 })
  key: string;

  @Column('jsonb')
  payload: Record<string, unknown>;

  @Column('varchar', { length: 12, default: 'pending' })
  status: OutboxStatus;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz', { default: () => 'now()' })
  nextAttemptAt: Date;

  @Column('text', { nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  processedAt: Date | null;
}
