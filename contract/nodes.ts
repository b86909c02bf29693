/**
 * The node model: the content blocks a page is built from. Nodes are keyed by
 * page slug, then slot name; each slot is a list of nodes, a
 * discriminated union on `type` with one React renderer per type.
 * @module
 */
import * as z from 'zod';
import { ICON_NAMES } from './icon-names';
import { UTC_MOMENT_PATTERN } from './published-date';
import { RouteEntrySchema } from './route';
import { BRAND_SLUG_PATTERN, JOB_ID_PATTERN } from './slugs';

/** Another width of the same image, for `srcset`. */
export const ImageSizeSchema = z.object({ src: z.string().min(1), width: z.number().int().positive() });

export const ImageSchema = z.object({
  /**
   * CMS media: a site-relative path (`/media/…`) or the same file as an
   * absolute URL under the CMS's `/media/`. The worker serves every image
   * through its own `/media/` (docs/decisions/007-cms-images-through-media.md).
   */
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Other widths of the image, when the CMS has them. */
  sizes: z.array(ImageSizeSchema).max(12).optional(),
});

/*
 * Named text rules. `format` names the rule for the WordPress plugin (scripts/contract-rules.ts generates its
 * copy of these schemas), which words its message by it; the pattern itself is the rule. Fields named `href`
 * or `src` are link and image addresses wherever they sit, as the sanitiser treats them (html/sanitize-slots.ts).
 */
const ColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .meta({ format: 'colour' });
const AnchorSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .meta({ format: 'anchor' });
const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
/** A moment in UTC to the second, as the feeds and JSON-LD write it. */
const UtcMomentSchema = z.string().regex(UTC_MOMENT_PATTERN).meta({ format: 'moment' });

export const LinkSchema = z.object({ label: z.string(), href: z.string() });
const IconNameSchema = z.enum(ICON_NAMES).meta({ format: 'icon' });
/** An icon the content may name (a social network's, in social links). */
export type ContentIconName = z.infer<typeof IconNameSchema>;

/** Rich text is CMS HTML: the site sanitises it before it reaches a page. */
const Html = z.string();

export const HeroNode = z.object({
  type: z.literal('hero'),
  heading: z.string(),
  subheading: z.string().optional(),
  eyebrow: z.string().optional(),
  image: ImageSchema.optional(),
  cta: LinkSchema.optional(),
  variant: z.enum(['home', 'page', 'brand']).default('page'),
  /** Brand colour for brand heroes, as a CSS hex colour. */
  colour: ColourSchema.optional(),
});

export const RichTextNode = z.object({ type: z.literal('rich-text'), html: Html });

export const HeadingNode = z.object({
  type: z.literal('heading'),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]).default(2),
  anchor: AnchorSchema.optional(),
});

export const ImageNode = z.object({
  type: z.literal('image'),
  image: ImageSchema,
  caption: z.string().optional(),
});

export const ImageWithTextNode = z.object({
  type: z.literal('image-with-text'),
  image: ImageSchema,
  heading: z.string().optional(),
  html: Html,
  /** `behind`: the words over the picture (WordPress's Cover). */
  imagePosition: z.enum(['left', 'right', 'behind']).default('left'),
  cta: LinkSchema.optional(),
});

export const CardSchema = z.object({
  title: z.string(),
  text: z.string().optional(),
  href: z.string().optional(),
  eyebrow: z.string().optional(),
  image: ImageSchema.optional(),
});

export const CardGridNode = z.object({
  type: z.literal('card-grid'),
  heading: z.string().optional(),
  intro: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cards: z.array(CardSchema),
});

export const BrandSchema = z.object({
  name: z.string(),
  href: z.string(),
  description: z.string(),
  colour: ColourSchema,
  /** Text colour on the brand colour, chosen by the CMS for contrast. */
  textColour: ColourSchema,
  category: z.string(),
});

export const BrandGridNode = z.object({
  type: z.literal('brand-grid'),
  heading: z.string().optional(),
  intro: z.string().optional(),
  brands: z.array(BrandSchema),
});

export const BrandFactsNode = z.object({
  type: z.literal('brand-facts'),
  brand: z.string(),
  colour: ColourSchema.optional(),
  facts: z.array(z.object({ value: z.string(), label: z.string() })),
  links: z.array(z.object({ network: IconNameSchema, href: z.string(), label: z.string() })).default([]),
});

export const StatsNode = z.object({
  type: z.literal('stats'),
  heading: z.string().optional(),
  items: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const QuoteNode = z.object({
  type: z.literal('quote'),
  quote: z.string(),
  attribution: z.string().optional(),
  role: z.string().optional(),
});

export const AccordionNode = z.object({
  type: z.literal('accordion'),
  heading: z.string().optional(),
  items: z.array(z.object({ title: z.string(), html: Html })),
});

export const TableNode = z.object({
  type: z.literal('table'),
  caption: z.string().optional(),
  head: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

export const CtaNode = z.object({
  type: z.literal('cta'),
  heading: z.string(),
  text: z.string().optional(),
  link: LinkSchema,
  variant: z.enum(['primary', 'subtle']).default('primary'),
});

export const NewsItemSchema = z.object({
  title: z.string(),
  href: z.string(),
  /** Date text as in post data: "Tuesday, 14 November 2023". */
  date: z.string(),
  /**
   * The moment it was published, in UTC (`2023-11-14T09:00:00Z`): the feeds' pubDate. A CMS that knows only the
   * day leaves it out, and the feeds count from that day's midnight.
   */
  published: UtcMomentSchema.optional(),
  excerpt: z.string().optional(),
  category: z.string().optional(),
  /**
   * The brands it is about, by their slug under /our-brands/ (`topgear`): the brand news lists and their feeds
   * (contract/routing/news-lists.ts) are the items naming the brand. None: in no brand's list.
   */
  brands: z.array(z.string().regex(BRAND_SLUG_PATTERN)).max(20).optional(),
  image: ImageSchema.optional(),
  /** Listed for readers, but marked noindex (an SEO field): the news sitemap leaves it out. */
  noindex: z.boolean().optional(),
});

export const NewsListNode = z.object({
  type: z.literal('news-list'),
  heading: z.string().optional(),
  /** Filled by the CMS, newest first; `limit` caps what is shown. */
  items: z.array(NewsItemSchema),
  limit: z.number().int().positive().optional(),
  viewAll: LinkSchema.optional(),
  layout: z.enum(['cards', 'list']).default('cards'),
  /** Set by the CMS on the paged news index: which page this is, and links to its neighbours. */
  pagination: z
    .object({
      page: z.number().int().min(1),
      pages: z.number().int().min(1),
      previous: z.string().optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/** One choice of a news filter line: the list it leads to (none: the list is empty), its count, whether it is shown. */
const NewsFilterChoiceSchema = z.object({
  label: z.string(),
  href: z.string().optional(),
  /** Stories in the list it leads to; none for "All news" and "All brands". */
  count: z.number().int().min(0).optional(),
  /** The list the page shows. */
  current: z.boolean().optional(),
});

/**
 * The news narrowed by type and by brand, each choice keeping the other line's (`/news/topgear/` → Top Gear's press
 * releases), with live counts: `lines` is both lines above a list, `brands` the brands alone (an aside). The site
 * fills `types` and `brands` from the CMS's counts (`/news/counts`) for the list the page shows; an editor places it.
 */
export const NewsFiltersNode = z.object({
  type: z.literal('news-filters'),
  layout: z.enum(['lines', 'brands']).default('lines'),
  heading: z.string().optional(),
  types: z.array(NewsFilterChoiceSchema).max(10).optional(),
  brands: z.array(NewsFilterChoiceSchema).max(40).optional(),
});

export const ArticleHeaderNode = z.object({
  type: z.literal('article-header'),
  title: z.string(),
  date: z.string(),
  category: z.string().optional(),
  standfirst: z.string().optional(),
  image: ImageSchema.optional(),
  author: z.string().optional(),
});

export const DownloadsNode = z.object({
  type: z.literal('downloads'),
  heading: z.string().optional(),
  files: z.array(
    z.object({
      title: z.string(),
      href: z.string(),
      format: z.string(),
      size: z.string().optional(),
    }),
  ),
});

export const EmploymentTypeSchema = z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']);

export const JobSummarySchema = z.object({
  id: z.string().regex(JOB_ID_PATTERN).meta({ format: 'job-id' }),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employmentType: EmploymentTypeSchema,
  workplace: z.enum(['Office', 'Hybrid', 'Remote']),
  salary: z.string().optional(),
  /** ISO date the job was posted. */
  datePosted: IsoDateSchema,
  /** The moment it was posted, in UTC (the jobs feed, JSON-LD); a CMS that knows only the day leaves it out. */
  posted: UtcMomentSchema.optional(),
  /** ISO date applications close, when known. */
  validThrough: IsoDateSchema.optional(),
  summary: z.string(),
  brand: z.string().optional(),
});

export const JobSchema = JobSummarySchema.extend({
  html: Html,
  applyUrl: z.string(),
  contract: z.string().optional(),
});

export const JobsListNode = z.object({
  type: z.literal('jobs-list'),
  heading: z.string().optional(),
  intro: z.string().optional(),
  jobs: z.array(JobSummarySchema),
});

export const JobDetailNode = z.object({ type: z.literal('job-detail'), job: JobSchema });

export const ContactDetailsNode = z.object({
  type: z.literal('contact-details'),
  heading: z.string().optional(),
  offices: z.array(
    z.object({
      name: z.string(),
      address: z.array(z.string()),
      phone: z.string().optional(),
      email: z.string().optional(),
    }),
  ),
  contacts: z
    .array(z.object({ label: z.string(), email: z.string(), phone: z.string().optional(), text: z.string().optional() }))
    .default([]),
});

export const CarouselNode = z.object({
  type: z.literal('carousel'),
  heading: z.string().optional(),
  slides: z
    .array(
      z.object({
        title: z.string(),
        text: z.string().optional(),
        image: ImageSchema,
        href: z.string().optional(),
      }),
    )
    .min(1),
});

export const SocialLinksNode = z.object({
  type: z.literal('social-links'),
  heading: z.string().optional(),
  links: z.array(z.object({ network: IconNameSchema, href: z.string(), label: z.string() })),
});

/**
 * A WebVTT file for a video or audio clip (captions, subtitles, chapters, descriptions), from the uploads like the
 * clip itself: its `src` goes to the site's `/media/` as an image's does.
 */
export const MediaTrackSchema = z.object({
  src: z.string().min(1),
  kind: z.enum(['subtitles', 'captions', 'descriptions', 'chapters']).default('captions'),
  /** A BCP 47 language tag, e.g. `en-GB`. */
  srclang: z.string().max(35).optional(),
  label: z.string().optional(),
  default: z.boolean().optional(),
});

/**
 * A video file from the uploads (`/media/….mp4` or `.webm`), played by the browser with its own controls; nothing
 * is fetched until the reader presses play. `poster` is a still from the uploads; `caption` is shown under it.
 */
export const VideoNode = z.object({
  type: z.literal('video'),
  src: z.string().min(1),
  poster: z.object({ src: z.string().min(1) }).optional(),
  caption: z.string().optional(),
  tracks: z.array(MediaTrackSchema).max(8).default([]),
});

/** An audio file from the uploads (`/media/….mp3`, `.m4a`, `.ogg`…), with the browser's controls and a caption. */
export const AudioNode = z.object({
  type: z.literal('audio'),
  src: z.string().min(1),
  caption: z.string().optional(),
  tracks: z.array(MediaTrackSchema).max(8).default([]),
});

/** The video sites whose players the site loads, each on a reader's click (app/nodes/embed.tsx). */
export const EMBED_PROVIDERS = ['youtube', 'vimeo'] as const;

/**
 * A video on YouTube or Vimeo, drawn as a facade: a poster and a link to the video that loads the provider's
 * player only when clicked, so no reader's browser asks the provider for anything before that. `href` is the
 * video's page (where the link goes without script); `videoId` names it to the player. `poster` is an image the
 * editor chose from the uploads; without one the site draws its own with the title.
 */
export const EmbedNode = z.object({
  type: z.literal('embed'),
  provider: z.enum(EMBED_PROVIDERS),
  videoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .meta({ format: 'video-id' }),
  href: z.string().min(1),
  title: z.string().optional(),
  caption: z.string().optional(),
  poster: ImageSchema.optional(),
});

export const NodeSchema = z.discriminatedUnion('type', [
  HeroNode,
  RichTextNode,
  HeadingNode,
  ImageNode,
  ImageWithTextNode,
  CardGridNode,
  BrandGridNode,
  BrandFactsNode,
  StatsNode,
  QuoteNode,
  AccordionNode,
  TableNode,
  CtaNode,
  NewsListNode,
  NewsFiltersNode,
  ArticleHeaderNode,
  DownloadsNode,
  JobsListNode,
  JobDetailNode,
  ContactDetailsNode,
  CarouselNode,
  SocialLinksNode,
  VideoNode,
  AudioNode,
  EmbedNode,
]);

/**
 * Widths at which an editor may hide a block from readers (WordPress 7's block visibility, by its default
 * breakpoints): `mobile` up to 480 px, `tablet` above that up to 782 px, `desktop` above 782 px.
 */
const VIEWPORTS = ['mobile', 'tablet', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * What any node may carry beside its type's fields, set by the CMS as it converts content, never by an editor (so
 * no block's field): `patterns`, the synced patterns (WordPress `wp_block` ids) the node is drawn from, outermost
 * first, so a change to one purges the pages that draw it (tag `pattern:{id}`, contract/tags.ts); `hiddenOn`, the
 * widths at which readers do not see it (hidden with CSS, VIEWPORTS); `hiddenFromReaders`, in a preview only, a
 * node readers never get, which the preview shows its editor with a marker (a published page leaves it out). A
 * field that does not parse is dropped, never the node.
 */
export const NodePlacementSchema = z.object({
  patterns: z.array(z.number().int().positive()).max(16).optional().catch(undefined),
  hiddenOn: z.array(z.enum(VIEWPORTS)).min(1).max(3).optional().catch(undefined),
  hiddenFromReaders: z.literal(true).optional().catch(undefined),
});
type NodePlacement = z.infer<typeof NodePlacementSchema>;

/** Every node type the site knows, for tests and the unknown-type check. * @internal Every node type, for tests that cover each renderer.
 */
export const NODE_TYPES = NodeSchema.options.map((option) => option.shape.type.value);

/**
 * Fields the CMS fills from live content when it answers (the news list's articles and pages, the jobs list's
 * jobs): an editor never stores them, so the plugin's save checks leave them out.
 * @internal Read by scripts/contract-rules.ts and the plugin's tests.
 */
export const CMS_FILLED_FIELDS: Partial<Record<string, readonly string[]>> = {
  'news-list': ['items', 'pagination'],
  'jobs-list': ['jobs'],
  'news-filters': ['types', 'brands'],
};

/** One slot is a raw list at the boundary: each node is validated on its own so one bad node never sinks a page. */
export const SlotsSchema = z.record(z.string(), z.array(z.unknown()));
/** `GET {api}/nodes?slug=…` answers `{ [slug]: { [slot]: Node[] } }`. */
export const NodesResponseSchema = z.record(z.string(), SlotsSchema);

/**
 * A draft's nodes keyed by its id, and what the CMS knows about the draft: the published page it revises, and its
 * route entry as it will be published (headline, category, date, breadcrumbs, layout), so the preview shows the
 * page as readers will see it.
 */
export const PreviewNodesResponseSchema = z
  .object({
    draft: z
      .object({
        title: z.string().max(300),
        published_path: z.string().max(512).nullable(),
        route: RouteEntrySchema.optional(),
      })
      .optional(),
  })
  .catchall(SlotsSchema);

export type Image = z.infer<typeof ImageSchema>;
export type Link = z.infer<typeof LinkSchema>;
export type ContentNode = z.infer<typeof NodeSchema> & NodePlacement;
export type ContentNodeInput = z.input<typeof NodeSchema> & NodePlacement;
export type NodeType = ContentNode['type'];
export type NodeOf<T extends NodeType> = Extract<ContentNode, { type: T }>;
export type Slots = Record<string, ContentNode[]>;
export type JobSummary = z.infer<typeof JobSummarySchema>;
export type Job = z.infer<typeof JobSchema>;
export type JobInput = z.input<typeof JobSchema>;
export type NewsItem = z.infer<typeof NewsItemSchema>;
