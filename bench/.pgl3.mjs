import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.argv[2] + '/db', { extensions: { pg_trgm, btree_gist } });
for (let i = 0; i < 50; i++) await db.query('select 1');
console.error('MARK START');
for (let i = 0; i < 500; i++) await db.query('select 1');
console.error('MARK END');
await db.close();
