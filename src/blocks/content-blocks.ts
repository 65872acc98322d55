// Editorial blocks: copy, pictures, teasers, video and forms. They need no shop data.
import { ABContent, abContentSchema } from './ab-content'
import { ContactForm, contactFormSchema } from './contact-form'
import { PublicContainerWrapper, containerSchema } from './container'
import { CustomerPictureBlock, customerPicturesSchema } from './customer-pictures'
import { defineBlock, type BlockTable } from './define'
import { FEED_BLOCK } from './feed'
import { Headline, headlineSchema } from './headline'
import { Information, informationSchema } from './information'
import { Margin, marginSchema } from './margin'
import { PhotoBlock, photoBlockSchema } from './photo-block'
import { RecoSubTeaser, RecoSubTeaserTiles, recoSubTeaserSchema, recoSubTeaserTilesSchema } from './reco-sub-teaser'
import { Shop, shopSchema } from './shop'
import {
  SubTeaser,
  SubTeaserPhotoLarge,
  SubTeaserPhotoSmall,
  SubTeaserTiles,
  subTeaserPhotoLargeSchema,
  subTeaserPhotoSmallSchema,
  subTeaserSchema,
  subTeaserTilesSchema,
} from './sub-teaser'
import { Teaser, teaserSchema } from './teaser'
import { Text, textSchema } from './text'
import { Toolbox, toolboxSchema } from './toolbox'
import { UspTeaser, uspTeaserSchema } from './usp-teaser'
import { VideoBlock, videoBlockSchema } from './video-block'
import { Voucher, voucherSchema } from './voucher'

export const CONTENT_BLOCKS: BlockTable = {
  Teaser: defineBlock(teaserSchema, Teaser),
  Headline: defineBlock(headlineSchema, Headline),
  Text: defineBlock(textSchema, Text),
  ABContent: defineBlock(abContentSchema, ABContent),
  ContactForm: defineBlock(contactFormSchema, ContactForm),
  CustomerPictureBlock: defineBlock(customerPicturesSchema, CustomerPictureBlock),
  Feed: FEED_BLOCK,
  Information: defineBlock(informationSchema, Information),
  Margin: defineBlock(marginSchema, Margin),
  PhotoBlock: defineBlock(photoBlockSchema, PhotoBlock),
  PublicContainerWrapper: defineBlock(containerSchema, PublicContainerWrapper),
  RecoSubTeaser: defineBlock(recoSubTeaserSchema, RecoSubTeaser),
  RecoSubTeaserTiles: defineBlock(recoSubTeaserTilesSchema, RecoSubTeaserTiles),
  Shop: defineBlock(shopSchema, Shop),
  SubTeaser: defineBlock(subTeaserSchema, SubTeaser),
  SubTeaserPhotoLarge: defineBlock(subTeaserPhotoLargeSchema, SubTeaserPhotoLarge),
  SubTeaserPhotoSmall: defineBlock(subTeaserPhotoSmallSchema, SubTeaserPhotoSmall),
  SubTeaserTiles: defineBlock(subTeaserTilesSchema, SubTeaserTiles),
  Toolbox: defineBlock(toolboxSchema, Toolbox),
  UspTeaser: defineBlock(uspTeaserSchema, UspTeaser),
  VideoBlock: defineBlock(videoBlockSchema, VideoBlock),
  Voucher: defineBlock(voucherSchema, Voucher),
}
