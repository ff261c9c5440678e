/**
 * ESLint for the whole project: TypeScript and React in src/, the build code in gatsby/, the
 * scripts, the tests and the config files. Formatting is Prettier's job (.prettierrc.json);
 * eslint-config-prettier turns off the rules that would argue with it.
 */
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

/** src/ never imports the build's code (gatsby/): the build imports src/. */
const NO_BUILD_IMPORTS = {
  regex: "^(\\.\\./)+gatsby(/|$)",
  message: "src/ does not import from gatsby/ (the build): move what both need into src/lib or src/content.",
};

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".variants/", "node_modules/", "coverage/", "src/gatsby-types.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // Types say which props a component takes.
      "react/prop-types": "off",
    },
  },
  {
    // The site's code and the content model never import the build's (gatsby/): the build
    // imports them. What both need lives in src/ (src/content, src/lib).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [NO_BUILD_IMPORTS],
        },
      ],
    },
  },
  {
    // Layers one way: the content model (src/content: its rules, languages and vocabulary) is what
    // the site's code (src/lib, src/components) and the build (gatsby/) build on, never the reverse.
    files: ["src/content/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // A later block's options replace an earlier one's for the same files: the build's rule again.
          patterns: [
            NO_BUILD_IMPORTS,
            {
              regex: "^\\.\\./(lib|components|hooks|templates|pages)(/|$)",
              message: "src/content does not import the site's code: move what the content rules need into src/content.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["__tests__/**/*.{ts,tsx,js}", "__mocks__/**/*.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
    // Tests read the editors' JSON as it is, before any type is known of it.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Compile-time checks: values declared only for `typeof`.
    files: ["__tests__/types/**/*.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest-preprocess.js", "__mocks__/**/*.js", "__tests__/loadershim.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
