<?php
/**
 * (being written)
 *
 * @package Masthead
 */
