import { graphql } from "gatsby";

/**
 * What a list of articles shows of each (the blog's cards, the featured article, related
 * articles): its facts, and its card picture. Gatsby finds these fragments in any file of src/.
 */
export const fragments = graphql`
  fragment ArticleFacts on MarkdownRemark {
    frontmatter {
      slug
      title
      excerpt
      category {
        name
        slug
      }
      imageAlt
      draft
      date(formatString: "YYYY-MM-DD")
    }
    fields {
      readTimeMinutes
    }
  }
  fragment ArticleCard on MarkdownRemark {
    ...ArticleFacts
    frontmatter {
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
