import { defineRoute, jsonReply } from './route.ts';

// accounts: see the matching folder of apps/api/src.
