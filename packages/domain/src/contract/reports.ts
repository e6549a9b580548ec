import { defineRoute, jsonReply } from './route.ts';

// reports: see the matching folder of apps/api/src.
