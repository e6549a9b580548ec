import { defineRoute, jsonReply } from './route.ts';

// candidates: see the matching folder of apps/api/src.
