import { nodeConfig } from '@shortlist/vitest-config/node';

export default nodeConfig;
