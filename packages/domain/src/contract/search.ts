import { defineRoute, jsonReply } from './route.ts';

// search: see the matching folder of apps/api/src.
