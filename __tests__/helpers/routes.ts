/** The English routes by kind, for the tests: what src/lib/paths.ts `routesOf` gives the site's first language. */
import { routesOf } from "../../src/lib/paths";
import { DEFAULT_LOCALE } from "../../src/content/locales";

const EN = routesOf(DEFAULT_LOCALE);
export const HOME_PATH = EN.home;
export const servicePath = EN.service;
export const areaPath = EN.area;
export const landingPath = EN.landing;
export const blogPostPath = EN.article;
export const categoryPath = EN.category;
export const authorPath = EN.author;
export const legalPath = EN.legal;
