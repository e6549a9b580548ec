import { defineRoute, jsonReply } from './route.ts';

// organizations: see the matching folder of apps/api/src.
