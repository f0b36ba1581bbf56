import { defineConfig } from '@playwright/test';
import basis from './playwright.config';

/** The tool that makes the instructions' pictures (`make anleitung-bilder`); the test set never runs it. */
export default defineConfig({ ...basis, testMatch: '**/anleitungBilder.werkzeug.ts' });
