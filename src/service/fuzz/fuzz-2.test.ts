import { fuzzShard } from './fuzz-shard.ts';

fuzzShard(2, 4);
