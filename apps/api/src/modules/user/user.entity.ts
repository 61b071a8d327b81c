import { Field, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Role } from '../../access/role';

@ObjectType({ description: 'An account, as a curator sees it in the accounts list' })
@Entity({ name: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ name: 'id' })
  id!: number;

  @Field()
  @Column({ name: 'username', type: 'varchar', length: 64 })
  username!: string;

  /** Lower-cased username: the unique index makes "Alice" and "alice" one account on every dialect. */
  @Index('UQ_users_username_normalized', { unique: true })
  @Column({ name: 'username_normalized', type: 'varchar', length: 64 })
  usernameNormalized!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash!: string;

  @Field(() => Role)
  @Column({ name: 'role', type: 'varchar', length: 16, default: Role.VISITOR })
  role!: Role;

  /** Bumped at logout; a session token carrying an older value stops working. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  /**
   * TRUE on the account registered on an empty table, NULL on every other: the unique index lets
   * only one of several concurrent first registrations claim it, on every dialect and isolation level.
   */
  @Index('UQ_users_first_account', { unique: true })
  @Column({ name: 'first_account', type: 'boolean', nullable: true, default: null })
  firstAccount!: boolean | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt!: Date;
}
