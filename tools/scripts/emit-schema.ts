import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { buildAppSchema } from '../../apps/api/src/graphql/schema';

async function emit() {
  const schema = await buildAppSchema();
  const target = join(__dirname, '../../apps/api/schema.graphql');
  writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
}

void emit();
