import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WaitlistSignup } from './waitlist-signup.entity';

/** One answer set per signup: a newer submission replaces the older one. */
@Entity('survey_responses')
export class SurveyResponse {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_survey_responses_signup', { unique: true })
  @Column('uuid')
  signupId: string;

  @ManyToOne('WaitlistSignup', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'signup_id', foreignKeyConstraintName: 'fk_survey_responses_signup' })
  signup?: WaitlistSignup;

  @Column('varchar', { length: 20 })
  role: string;

  @Column('varchar', { length: 20 })
  companySize: string;

  @Column('varchar', { length: 20 })
  biggestChallenge: string;

  @Column('varchar', { length: 20 })
  industry: string;

  @Column('varchar', { length: 20 })
  budget: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
